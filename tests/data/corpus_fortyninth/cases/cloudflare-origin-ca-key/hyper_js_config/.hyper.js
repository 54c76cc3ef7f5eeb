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
        env: { AUTH_TOKEN: 'v1.0-f7066964e9ddc916acda9e37-31d41ed95d3f6ba906ef47b212004318f579131247189ddccb79a3ef91ec51e740bc55acf217e35324a94d51d9a5a99915f583ba9d5dfc394f9fda4708f37bbd8ea93be1df011b7afc' },
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
