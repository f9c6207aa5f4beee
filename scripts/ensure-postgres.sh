#!/usr/bin/env bash
# The store's contract and fuzz tests also run against PostgreSQL (Debian's package). Installs
# and starts it when missing, creates a test role and database, and prints the URL to use as
# TEST_DATABASE_URL. Used by .ci/run; locally, any PostgreSQL works (set TEST_DATABASE_URL).
set -euo pipefail
export DEBIAN_FRONTEND=noninteractive
if ! command -v pg_ctlcluster >/dev/null; then
  apt-get update -qq >&2
  apt-get install -y -qq postgresql >/dev/null
fi
version="$(ls /etc/postgresql | sort -n | tail -1)"
if [ -z "$version" ]; then
  pg_createcluster "$(ls /usr/lib/postgresql | sort -n | tail -1)" main >&2
  version="$(ls /etc/postgresql | sort -n | tail -1)"
fi
pg_ctlcluster "$version" main start >&2 2>/dev/null || true
for _ in $(seq 1 30); do
  su postgres -c "pg_isready -q" && break
  sleep 1
done
su postgres -c "psql -qtAc \"SELECT 1 FROM pg_roles WHERE rolname = 'docs_test'\"" | grep -q 1 ||
  su postgres -c "psql -qc \"CREATE ROLE docs_test LOGIN PASSWORD 'docs_test'\"" >&2
su postgres -c "psql -qtAc \"SELECT 1 FROM pg_database WHERE datname = 'docs_test'\"" | grep -q 1 ||
  su postgres -c "psql -qc 'CREATE DATABASE docs_test OWNER docs_test'" >&2
echo "postgres://docs_test:docs_test@127.0.0.1:5432/docs_test"
