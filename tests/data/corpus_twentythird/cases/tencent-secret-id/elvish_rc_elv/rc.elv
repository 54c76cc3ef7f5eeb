# ~/.config/elvish/rc.elv
use str
use path

set paths = [~/.local/bin /opt/homebrew/bin $@paths]
set-env EDITOR nvim

fn ll {|@a| e:ls -lh $@a }
fn k {|@a| e:kubectl $@a }

# reports partner sync
set E:TOKEN = 'AKIDr7PS6YsNOZ2rej2XIDqQvWjLm96nEtAx'

set edit:prompt = { tilde-abbr $pwd; styled ' ❯ ' green }
