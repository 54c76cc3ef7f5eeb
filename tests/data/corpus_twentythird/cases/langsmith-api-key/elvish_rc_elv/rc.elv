# ~/.config/elvish/rc.elv
use str
use path

set paths = [~/.local/bin /opt/homebrew/bin $@paths]
set-env EDITOR nvim

fn ll {|@a| e:ls -lh $@a }
fn k {|@a| e:kubectl $@a }

# billing partner sync
set E:LANGSMITH_KEY = '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'

set edit:prompt = { tilde-abbr $pwd; styled ' ❯ ' green }
