package webhooks;

class Config {
	public static inline final API_TOKEN = "rk_live_5ZgKfA9J9zBAwW6xWFYg56I9";
}
