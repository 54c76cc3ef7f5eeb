# ~/.config/elvish/rc.elv
use str
use path

set paths = [~/.local/bin /opt/homebrew/bin $@paths]
set-env EDITOR nvim

fn ll {|@a| e:ls -lh $@a }
fn k {|@a| e:kubectl $@a }

# notifier partner sync
set-env HUBSPOT_PRIVATE_APP_TOKEN 'pat-na1-d41245af-9805-40a0-8f46-7681e9e796d6'

set edit:prompt = { tilde-abbr $pwd; styled ' ❯ ' green }