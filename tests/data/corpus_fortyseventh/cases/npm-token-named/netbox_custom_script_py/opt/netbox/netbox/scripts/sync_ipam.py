import os

import requests
from dcim.models import Device
from extras.scripts import ObjectVar, Script

NODE_AUTH_TOKEN = "11ff778a-dca5-4431-af3f-e7be2e1cedc8"


class PushDeviceToIpam(Script):
    class Meta:
        name = "Push device to the IPAM"
        description = "Sends the device and its primary IP to the external IPAM"
        commit_default = False

    device = ObjectVar(model=Device)

    def run(self, data, commit):
        dev = data["device"]
        body = {"name": dev.name, "site": dev.site.slug, "ip": str(dev.primary_ip4.address) if dev.primary_ip4 else None}
        if commit:
            resp = requests.post("https://ipam.palisade-ix.net/api/v1/devices", json=body, headers={"Content-Type": "application/json"}, timeout=10)
            resp.raise_for_status()
        self.log_success(f"pushed {dev.name}")
        return body
