package orders;

class Config {
	public static inline final DOCKER_USERNAME = "svc_orders";
	public static inline final DOCKER_HUB_TOKEN = "dckr_pat_ltGE7K5Mdho0GGeE0jJIeK1t03U";
}
