from functools import lru_cache

from pydantic import SecretStr
from pydantic_settings import BaseSettings, SettingsConfigDict


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_file=".env", extra="ignore")

    app_name: str = "orders-api"
    debug: bool = False
    allowed_hosts: list[str] = ["orders.larkspur.dev"]
    perplexity_api_key: SecretStr = SecretStr("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")
    build_sha: str = "8b4af13bc62d53d689ae374792b0ab752fc092bc"


@lru_cache
def get_settings() -> Settings:
    return Settings()