package billing;

class Config {
	public static inline final ROLLBAR_POST_SERVER_ITEM_TOKEN = "76c0e30859890e09e5a68b48da9e5457";
}
