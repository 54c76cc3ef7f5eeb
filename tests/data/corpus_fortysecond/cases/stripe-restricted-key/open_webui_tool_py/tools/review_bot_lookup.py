"""
title: Review Bot Lookup
author: mokafor
version: 0.1.6
requirements: httpx
license: MIT
"""

import httpx
from pydantic import BaseModel, Field


class Tools:
    class Valves(BaseModel):
        API_BASE: str = Field(default="https://api.tidewater-logistics.com/v2", description="Base URL of the internal API")
        STRIPE_RESTRICTED_KEY: str = Field(default="rk_test_513XjMl7QpgSTpRvhR9So2bRlkF4ltusqhTrra49qHrNKNx88hvX6fdS0O2oWX2NpfAeiv6zRltCmmoW9Lmz9Kx2VhZLcvRB2dI", description="Stripe restricted key")

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
