from functools import lru_cache

from pydantic import SecretStr
from pydantic_settings import BaseSettings, SettingsConfigDict


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_file=".env", extra="ignore")

    app_name: str = "orders-api"
    debug: bool = False
    allowed_hosts: list[str] = ["orders.larkspur.dev"]
    hf_token: SecretStr = SecretStr("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")
    build_sha: str = "75fe29553560801e22514d8b797549ad69a0fcf1"


@lru_cache
def get_settings() -> Settings:
    return Settings()
