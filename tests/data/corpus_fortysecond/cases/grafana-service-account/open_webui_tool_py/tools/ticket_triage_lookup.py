"""
title: Ticket Triage Lookup
author: jdoe
version: 0.3.2
requirements: httpx
license: MIT
"""

import httpx
from pydantic import BaseModel, Field


class Tools:
    class Valves(BaseModel):
        API_BASE: str = Field(default="https://api.tidewater-logistics.com/v2", description="Base URL of the internal API")
        GRAFANA_SA_TOKEN: str = Field(default="glsa_Z3i4N0RAc77E7tz7A3B2IxDTNEAsmY3h_b663de93", description="Grafana sa token")

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
