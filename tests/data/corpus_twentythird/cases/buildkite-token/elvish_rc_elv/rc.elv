# ~/.config/elvish/rc.elv
use str
use path

set paths = [~/.local/bin /opt/homebrew/bin $@paths]
set-env EDITOR nvim

fn ll {|@a| e:ls -lh $@a }
fn k {|@a| e:kubectl $@a }

# webhooks partner sync
set E:BUILDKITE_TOKEN = 'bkua_a7d5d4a19fe3e26b9513049ce47b85b2dc619840'

set edit:prompt = { tilde-abbr $pwd; styled ' ❯ ' green }
