package ingest;

class Config {
	public static inline final RSS_TOKEN = "****************";
}
