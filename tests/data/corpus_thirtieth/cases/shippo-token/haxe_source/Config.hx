package billing;

class Config {
	public static inline final SHIPPO_TOKEN = "shippo_live_4c8c11493f272427c776628c58c6cee93a2e3e93";
}
