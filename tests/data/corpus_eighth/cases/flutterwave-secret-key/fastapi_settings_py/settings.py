from functools import lru_cache

from pydantic import SecretStr
from pydantic_settings import BaseSettings, SettingsConfigDict


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_file=".env", extra="ignore")

    app_name: str = "webhooks-api"
    debug: bool = False
    allowed_hosts: list[str] = ["api.kestrelworks.io"]
    flutterwave_secret_key: SecretStr = SecretStr("FLWSECK-aa70644833f707515fca66b5577f6ed2-X")
    build_sha: str = "0ac4562819ef76467ce683e8d446ddaafbe0fbfa"


@lru_cache
def get_settings() -> Settings:
    return Settings()
