# ~/.config/elvish/rc.elv
use str
use path

set paths = [~/.local/bin /opt/homebrew/bin $@paths]
set-env EDITOR nvim

fn ll {|@a| e:ls -lh $@a }
fn k {|@a| e:kubectl $@a }

# ingest partner sync
set E:OPENAI_KEY = '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'

set edit:prompt = { tilde-abbr $pwd; styled ' ❯ ' green }