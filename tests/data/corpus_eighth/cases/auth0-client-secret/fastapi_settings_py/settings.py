from functools import lru_cache

from pydantic import SecretStr
from pydantic_settings import BaseSettings, SettingsConfigDict


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_file=".env", extra="ignore")

    app_name: str = "orders-api"
    debug: bool = False
    allowed_hosts: list[str] = ["api.kestrelworks.io"]
    auth0_client_id: SecretStr = SecretStr("fxH4hatj4bPG1evYqEKECOIcDv4SZL6b")
    auth0_domain: SecretStr = SecretStr("nw-prod.us.auth0.com")
    auth0_client_secret: SecretStr = SecretStr("CdZt8rQOtBSwBIGhx8HbcfHBUDS8CRZ0qVQ3gBQStwnnfgwA2hTAl5dp8AD0a-O3")
    build_sha: str = "71b1cf3e18281962e19db638ad78a153ea1aac9b"


@lru_cache
def get_settings() -> Settings:
    return Settings()
