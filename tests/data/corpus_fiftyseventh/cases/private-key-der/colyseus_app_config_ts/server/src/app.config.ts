import config from '@colyseus/tools';
import { monitor } from '@colyseus/monitor';
import { playground } from '@colyseus/playground';
import basicAuth from 'express-basic-auth';

import { ArenaRoom } from './rooms/ArenaRoom';

const PRIVATE_KEY = 'MIIEwAIBADANBgkqhkiG9w0BAQEFAASCBKowggSmAgEAAoIBAQCHLQW91/vmEA24lOw0+QHMuTncMpNRTYqxvM+GL1bE0mzAdlkhbhas5mh+ZFLN3ZE6fzBw1he8KrjrLyDN4VdyXIwdO++K5TNmPU8saVhKWoVs2WbhcR7joYyrq73Jc3OSEu1Z5wHC/K9WmUDgzBI3RtKhZH+QWaWOvoYVasv3RxzO+MCdPc29Zv4MvU8qFsZaeZY02aYzBfVe4hAAp27OTPbTjtFPPQc3sOT7x4yEvVDt+zsMnALpUW5lnjjRoCyRxOAHZ1EtmVLTD4s4LdTkwY0I5sXSx6Rg/DmhcLe0HB6HMaBXX64bdFzHXIOc4sEE7ACpY3a6W34JFhxIOm8dAgMBAAECggEBAK0hY2lcAjk1IaDSvPIdOBsKr9+L+HBwvgr6/iWi+ocnF8ajHu/EfTR+pKrOfqFmLZlEKGalWzqDGnUo1PEXb6cwd4cTrMk5uPveeLyVYnq+GSyiv7WcqZ/TndYLeE0kXgbo8zSYN03I0tqf1GwwbZ/z4tQbz6ITIu+tzxACTCYkRlQkvklAOlg1uZN+0Xl4Mn8hReNLRrabjFLOya3omtxPJjpJBfdxnbf4ee00B06XKI4wW96QHwq5nqbLvW4GUIVKjdCc1u9oZV8pKIqXpogaMsRnPT2EYQa4pnjkL9JIT5Xjouj/Bcr/zvMMtaNqhmzCWqTpMRkXQBkkxwCXV3oCgYEA4Z07MBs+akzrUas8mpxRrBlGiiJeYt3PAT8+TxtBGIhDdD6bxc52RrYAu00CwiqgwH7YzgUxt7lriCOebsRwr0zMr43YaFSEQZJzciVdyX73klWfBn7c8J3HhurXdASn1SYiznxbZSKfUhR8Xdg5Y5mAbB00HURjOcwyltVjegUCgYEAz39bDRx6l+1J0Zqrrrg4Reu6cFnsqbjqq3IZzP4dEKovMdAwPkla7iJIO6Ab25Jsk/1VXCStLaHQxEFzpMyGA8HJz3mn+4XyLPO2NjThEREAjCEfsmyaYd1ZsqS/XW6ts/WuHudj0VIrURn/Zsg4BChZ0oDdXSEvZRm8EGtUeX4CgYEAqEstcSf8IsnsZtbgp5m1U4B8IY1zRQhrmHdAm9Sen5sI+xH/Y16lMcjyEfZfUktMMWuKSobX/SZ+NQ3eVFR6Yt2pXJca/uKIc0R/JrstjSNbzOcrmDeuq5cJNUeEA/F8ihvDjnajHlELRGAf2ahO/e0gJksz0xgiMMUhA2CMOnoCgYEAsf9LQLHdlWvx2A4YZ+KoQuM0L5eKjqYKpqeB2T/wadBKb4m/WPlqLlbrzCrzEc80AB6j/iWzDy8zuDvE3V0j6P37HIcF9N1kw8XuvQEW8ZZ3XcUWOzUsTL88e07RRREOf4RFepdpgTOLuDDjpKVRkwam4t0I5kywuPm77m+GujACgYEA3swWjdRddoch+WDgHIZAa/G/VxvvHhfMc7skxrKM8+tkJcEQxNciTiujnS318wRANdarrdjcbzaDejShl4wNsJs/lvx2iwSAmkoMlDjvQ/jRMp57in7UKhcrTBqMflVWiVMYp7/FXHNTZG9SVh5WdzpCqkr1YXYvov/n8xKJw88=';

export default config({
    initializeGameServer: (gameServer) => {
        gameServer.define('arena', ArenaRoom).enableRealtimeListing();
    },

    initializeExpress: (app) => {
        app.post('/match-end', async (req, res) => {
            await fetch('https://liveops.quillstone-studios.com/api/v1/matches', {
                method: 'POST',
                headers: { 'Content-Type': 'application/json' },
                body: JSON.stringify(req.body),
            });
            res.sendStatus(204);
        });
        app.use('/colyseus', basicAuth({ users: { admin: process.env.MONITOR_PASSWORD! }, challenge: true }), monitor());
        if (process.env.NODE_ENV !== 'production') {
            app.use('/', playground);
        }
    },

    beforeListen: () => {
        console.log('Tidecaller arena server starting');
    },
});
