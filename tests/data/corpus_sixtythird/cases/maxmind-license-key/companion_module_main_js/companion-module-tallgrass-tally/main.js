// main.js - Bitfocus Companion module for the studio's tally and talkback server: one action per camera, feedback
// from the server's state
const { InstanceBase, runEntrypoint, InstanceStatus } = require('@companion-module/base');

const MAXMIND_ACCOUNT_ID = '204463';
const API_KEY = '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';

class TallyInstance extends InstanceBase {
  async init(config) {
    this.config = config;
    this.updateStatus(InstanceStatus.Ok);
    this.setActionDefinitions({
      tally: {
        name: 'Set tally', options: [{ type: 'number', id: 'cam', label: 'Camera', default: 1, min: 1, max: 16 }],
        callback: async (ev) => {
          await fetch('https://services.tallgrass-records.com/api/v1/tally', {
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
