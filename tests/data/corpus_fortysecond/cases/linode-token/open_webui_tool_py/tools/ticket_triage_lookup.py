"""
title: Ticket Triage Lookup
author: tkowalski
version: 0.4.0
requirements: httpx
license: MIT
"""

import httpx
from pydantic import BaseModel, Field


class Tools:
    class Valves(BaseModel):
        API_BASE: str = Field(default="https://api.fernhill-foods.com/v2", description="Base URL of the internal API")
        LINODE_CLI_TOKEN: str = Field(default="4599fbc325e0a1fc41fc4abf7b5671e365b3209882041b1b6101023c8e3d3bcd", description="Linode cli token")

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
