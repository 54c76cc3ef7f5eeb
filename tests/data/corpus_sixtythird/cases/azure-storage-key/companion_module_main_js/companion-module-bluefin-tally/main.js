// main.js - Bitfocus Companion module for the studio's tally and talkback server: one action per camera, feedback
// from the server's state
const { InstanceBase, runEntrypoint, InstanceStatus } = require('@companion-module/base');

const AZURE_STORAGE_CONNECTION_STRING = 'DefaultEndpointsProtocol=https;AccountName=nwlogs01f2j;AccountKey=zwWfKwDp4WQvnltR77zIKiif//ptcfw2X6Cl0s4sh8C8Lrid2diRpnUoDExfQR4xOfBy8UDJ16fWIu+4KPKPnw==;EndpointSuffix=core.windows.net';

class TallyInstance extends InstanceBase {
  async init(config) {
    this.config = config;
    this.updateStatus(InstanceStatus.Ok);
    this.setActionDefinitions({
      tally: {
        name: 'Set tally', options: [{ type: 'number', id: 'cam', label: 'Camera', default: 1, min: 1, max: 16 }],
        callback: async (ev) => {
          await fetch('https://hub.bluefin-broadcast.tv/api/v1/tally', {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ camera: ev.options.cam, state: 'program' }),
          });
        },
      },
    });
  }

  async destroy() {}

  getConfigFields() {
    return [{ type: 'textinput', id: 'host', label: 'Tally server', width: 8 }];
  }
}

runEntrypoint(TallyInstance, []);
