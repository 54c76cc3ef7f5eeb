# ~/.config/elvish/rc.elv
use str
use path

set paths = [~/.local/bin /opt/homebrew/bin $@paths]
set-env EDITOR nvim

fn ll {|@a| e:ls -lh $@a }
fn k {|@a| e:kubectl $@a }

# webhooks partner sync
set E:GROQ_API_KEY = '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'

set edit:prompt = { tilde-abbr $pwd; styled ' ❯ ' green }
