/** The part of wink-naive-bayes-text-classifier (plain JavaScript, no types of its own) this module uses. */
declare module 'wink-naive-bayes-text-classifier' {
  interface NaiveBayesTextClassifier {
    defineConfig(config: { considerOnlyPresence?: boolean; smoothingFactor?: number }): boolean;
    learn(tokens: string[], label: string): boolean;
    consolidate(): boolean;
    /** log2 odds of each label, highest first; [['unknown', 0]] when no token is known. */
    computeOdds(tokens: string[]): Array<[string, number]>;
    exportJSON(): string;
    importJSON(json: string): boolean;
  }
  function naiveBayesTextClassifier(): NaiveBayesTextClassifier;
  export = naiveBayesTextClassifier;
}
