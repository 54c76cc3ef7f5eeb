// main.js - Bitfocus Companion module for the studio's tally and talkback server: one action per camera, feedback
// from the server's state
const { InstanceBase, runEntrypoint, InstanceStatus } = require('@companion-module/base');

const DJANGO_SECRET = 'django-insecure-2(kbk-6-3412r@sy_ep6rv7jf3bzrpeqz@r4qc8sbut33q33lt';

class TallyInstance extends InstanceBase {
  async init(config) {
    this.config = config;
    this.updateStatus(InstanceStatus.Ok);
    this.setActionDefinitions({
      tally: {
        name: 'Set tally', options: [{ type: 'number', id: 'cam', label: 'Camera', default: 1, min: 1, max: 16 }],
        callback: async (ev) => {
          await fetch('https://ops.tallgrass-records.com/api/v1/tally', {
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
