from functools import lru_cache

from pydantic import SecretStr
from pydantic_settings import BaseSettings, SettingsConfigDict


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_file=".env", extra="ignore")

    app_name: str = "webhooks-api"
    debug: bool = False
    allowed_hosts: list[str] = ["api.kestrelworks.io"]
    maxmind_account_id: SecretStr = SecretStr("156659")
    maxmind_license_key: SecretStr = SecretStr("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")
    build_sha: str = "c1a237737b2ec9f0e40c0ff5f8f626f7d7256c5b"


@lru_cache
def get_settings() -> Settings:
    return Settings()