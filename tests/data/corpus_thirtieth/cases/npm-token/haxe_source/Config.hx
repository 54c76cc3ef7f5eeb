package billing;

class Config {
	public static inline final API_KEY = "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";
}
