from functools import lru_cache

from pydantic import SecretStr
from pydantic_settings import BaseSettings, SettingsConfigDict


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_file=".env", extra="ignore")

    app_name: str = "notifier-api"
    debug: bool = False
    allowed_hosts: list[str] = ["svc.cobaltpeak.ca"]
    square_application_secret: SecretStr = SecretStr("YOUR_SQUARE_SECRET_HERE")
    build_sha: str = "fc1eee9d4ed67e56342f3c8a0d831eb043463b68"


@lru_cache
def get_settings() -> Settings:
    return Settings()