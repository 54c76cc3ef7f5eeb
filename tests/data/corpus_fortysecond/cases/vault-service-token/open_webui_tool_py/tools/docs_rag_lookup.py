"""
title: Docs Rag Lookup
author: rgarcia
version: 0.2.2
requirements: httpx
license: MIT
"""

import httpx
from pydantic import BaseModel, Field


class Tools:
    class Valves(BaseModel):
        API_BASE: str = Field(default="https://api.kestrelworks.io/v2", description="Base URL of the internal API")
        VAULT_TOKEN: str = Field(default="hvs.CAESIMnCfZE6764or3-26GUIkevjMf1-6eafGFg53cqx8ixhGh4KHGh2cy55VE1pS1NWWHZqSzN3aWpUdmZ0bTBSVjM", description="Vault token")

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
