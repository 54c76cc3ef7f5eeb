from functools import lru_cache

from pydantic import SecretStr
from pydantic_settings import BaseSettings, SettingsConfigDict


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_file=".env", extra="ignore")

    app_name: str = "orders-api"
    debug: bool = False
    allowed_hosts: list[str] = ["svc.cobaltpeak.ca"]
    cf_api_token: SecretStr = SecretStr("cfut_GJmmxC3yZsGxFBg3gDqgiUbWK3IIknwKxBBCjXyS0afc1e99")
    build_sha: str = "ddec5001e5360e628619883635f4aeb4d083f39b"


@lru_cache
def get_settings() -> Settings:
    return Settings()