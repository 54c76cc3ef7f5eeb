"""
title: Ticket Triage Lookup
author: hchen
version: 0.3.4
requirements: httpx
license: MIT
"""

import httpx
from pydantic import BaseModel, Field


class Tools:
    class Valves(BaseModel):
        API_BASE: str = Field(default="https://api.kestrelworks.io/v2", description="Base URL of the internal API")
        GOOGLE_REFRESH_TOKEN: str = Field(default="1//0I5FSaqvhbZ4DtLe6SuEt5M7jLYLFvlHqACHX2HFUxqXIIlziQWkZFfpDd4VPJwKTdEXpa0hWGSrPFUe0F7UoXBpcisSeaVpgVu", description="Google refresh token")

    def __init__(self):
        self.valves = self.Valves()

    async def lookup_ticket(self, ticket_id: str) -> str:
        """
        Look up a support ticket by its id.
        :param ticket_id: the ticket number, e.g. 4411
        """
        async with httpx.AsyncClient(timeout=20) as client:
            r = await client.get(f"{self.valves.API_BASE}/tickets/{ticket_id}")
            r.raise_for_status()
            return r.text
