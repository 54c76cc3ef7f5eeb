"""
title: Research Assistant Lookup
author: pnatarajan
version: 0.4.3
requirements: httpx
license: MIT
"""

import httpx
from pydantic import BaseModel, Field


class Tools:
    class Valves(BaseModel):
        API_BASE: str = Field(default="https://api.cobaltpeak.ca/v2", description="Base URL of the internal API")
        X_API_KEY: str = Field(default="PMAK-8040a6f496c1b0727a40aa61-ec022ca5879db8450341a1449d3ca98e54", description="X api key")

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
