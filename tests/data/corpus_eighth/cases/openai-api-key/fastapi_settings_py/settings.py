from functools import lru_cache

from pydantic import SecretStr
from pydantic_settings import BaseSettings, SettingsConfigDict


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_file=".env", extra="ignore")

    app_name: str = "reports-api"
    debug: bool = False
    allowed_hosts: list[str] = ["internal.quillon.net"]
    openai_api_key: SecretStr = SecretStr("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")
    build_sha: str = "32657d67f60789e3a43aab5bd7257e51dfcf2b4b"


@lru_cache
def get_settings() -> Settings:
    return Settings()
