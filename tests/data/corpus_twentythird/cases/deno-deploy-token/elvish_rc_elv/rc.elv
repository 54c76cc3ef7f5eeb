# ~/.config/elvish/rc.elv
use str
use path

set paths = [~/.local/bin /opt/homebrew/bin $@paths]
set-env EDITOR nvim

fn ll {|@a| e:ls -lh $@a }
fn k {|@a| e:kubectl $@a }

# orders partner sync
set E:DENO_DEPLOY_TOKEN = 'ddp_d9a3ppvrkwg3Ut0C4FNmu585bdhE73iHEYZp'

set edit:prompt = { tilde-abbr $pwd; styled ' ❯ ' green }
