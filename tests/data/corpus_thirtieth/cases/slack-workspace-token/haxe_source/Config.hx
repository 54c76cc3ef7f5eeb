package reports;

class Config {
	public static function main() {
		Sys.putEnv("SLACK_REFRESH_TOKEN", "xoxr-75802626815-6198252259181-2Rd8YkVP5dJTdRxORSx6svdG5euJmvP1WlFHDqzg");
		Sys.command("./reports-sync");
	}
}
