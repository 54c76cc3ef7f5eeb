"""
title: Support Copilot Lookup
author: tkowalski
version: 0.2.4
requirements: httpx
license: MIT
"""

import httpx
from pydantic import BaseModel, Field


class Tools:
    class Valves(BaseModel):
        API_BASE: str = Field(default="https://api.fernhill-foods.com/v2", description="Base URL of the internal API")
        WANDB_API_TOKEN: str = Field(default="308a7d0a4228efa29631892c456d35a5c286283f", description="Wandb api token")

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
