from functools import lru_cache

from pydantic import SecretStr
from pydantic_settings import BaseSettings, SettingsConfigDict


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_file=".env", extra="ignore")

    app_name: str = "billing-api"
    debug: bool = False
    allowed_hosts: list[str] = ["internal.quillon.net"]
    app_configuration_token: SecretStr = SecretStr("xoxe.xoxp-1-WyTXtz7uhL9BP9ekFVqwwArBIdqthKFnuy0dC3Ic3jJxMPDzK8jbDrHhPTaJRIiZI12P9XugJCctU986xpn7RdXuwQtPQQqsU9okI2BgUJiDbViEBQbAT0DAXpuy0fkZL5uTY2F88yt4IMCCdt6zBufvaauM5cTpskIE")
    build_sha: str = "d895eadb6676b5cbbdb4fda84d0188253bf486a4"


@lru_cache
def get_settings() -> Settings:
    return Settings()