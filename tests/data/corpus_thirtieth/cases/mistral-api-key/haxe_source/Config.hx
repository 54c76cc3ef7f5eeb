package orders;

class Config {
	public static inline final MISTRAL_API_KEY = "PHrojYaXCMhYIHMU2rd9224RcYol39uo";
}
