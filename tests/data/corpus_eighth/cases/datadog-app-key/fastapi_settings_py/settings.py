from functools import lru_cache

from pydantic import SecretStr
from pydantic_settings import BaseSettings, SettingsConfigDict


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_file=".env", extra="ignore")

    app_name: str = "orders-api"
    debug: bool = False
    allowed_hosts: list[str] = ["orders.larkspur.dev"]
    dd_app_key: SecretStr = SecretStr("f0474faa00bcada912a48a16a164b4353008c5c3")
    build_sha: str = "5c1acf5ea45cd81f07f290e2886ea9cff6ca1c1f"


@lru_cache
def get_settings() -> Settings:
    return Settings()
