/** The middle value (the upper one of an even count): the benches' summary of repeated runs. */
export const median = (values: readonly number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
