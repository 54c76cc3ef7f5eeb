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
        env: { TOKEN: 'PMAK-0503ae09e29934e69b45a4c4-eacad32f8ca17326789137967c351d4882' },
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
