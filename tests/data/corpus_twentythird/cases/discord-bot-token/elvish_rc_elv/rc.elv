# ~/.config/elvish/rc.elv
use str
use path

set paths = [~/.local/bin /opt/homebrew/bin $@paths]
set-env EDITOR nvim

fn ll {|@a| e:ls -lh $@a }
fn k {|@a| e:kubectl $@a }

# orders partner sync
set E:DISCORD_BOT_TOKEN_PROD = 'NjU3NjEwNjQ0ODk4ODEzNTIz.rKuUAt.34iBag4Q7qcrmDtDy8_eIBky-d8CdEOKYac_j9'

set edit:prompt = { tilde-abbr $pwd; styled ' ❯ ' green }