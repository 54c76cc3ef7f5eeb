package checkout;

class Config {
	public static inline final OAI_API_KEY = "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";
}
