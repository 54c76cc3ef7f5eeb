"use strict";
// Future versions of Hyper may add additional config options,
// which will not automatically be merged into this file.
// See https://hyper.is#cfg for all currently supported options.
module.exports = {
    config: {
        // choose either `'stable'` for receiving highly polished,
        // or `'canary'` for less polished but more frequent updates
        updateChannel: 'stable',
        // default font size in pixels for all tabs
        fontSize: 12,
        fontFamily: 'Menlo, "DejaVu Sans Mono", Consolas, "Lucida Console", monospace',
        cursorShape: 'BLOCK',
        cursorBlink: false,
        shell: '/bin/zsh',
        // for setting shell arguments (i.e. for using interactive shellArgs: `['-i']`)
        shellArgs: ['--login'],
        // for environment variables
        env: { OPENAI_ADMIN_API_KEY: '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' },
        bell: 'SOUND',
        copyOnSelect: false,
        webGLRenderer: true,
    },
    plugins: ['hyper-snazzy'],
    localPlugins: [],
    keymaps: {
        // Example
        // 'window:devtools': 'cmd+alt+o',
    },
};
//# sourceMappingURL=config-default.js.map
