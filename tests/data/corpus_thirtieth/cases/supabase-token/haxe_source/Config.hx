package webhooks;

class Config {
	public static function main() {
		Sys.putEnv("API_KEY", "sbp_48c27656e9d8e57359aadd67f0d5669f5081df82");
		Sys.command("./webhooks-sync");
	}
}
