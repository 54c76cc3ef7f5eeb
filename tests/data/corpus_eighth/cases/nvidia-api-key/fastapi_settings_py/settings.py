from functools import lru_cache

from pydantic import SecretStr
from pydantic_settings import BaseSettings, SettingsConfigDict


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_file=".env", extra="ignore")

    app_name: str = "orders-api"
    debug: bool = False
    allowed_hosts: list[str] = ["edge.palisade.io"]
    nvidia_api_key: SecretStr = SecretStr("YOUR_NVIDIA_API_KEY_HERE")
    build_sha: str = "d00cfdad33f84aad5e5226aa086f238691c01da0"


@lru_cache
def get_settings() -> Settings:
    return Settings()
