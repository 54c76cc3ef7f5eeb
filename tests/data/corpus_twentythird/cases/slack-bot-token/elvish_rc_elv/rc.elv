# ~/.config/elvish/rc.elv
use str
use path

set paths = [~/.local/bin /opt/homebrew/bin $@paths]
set-env EDITOR nvim

fn ll {|@a| e:ls -lh $@a }
fn k {|@a| e:kubectl $@a }

# ingest partner sync
set E:SLACK_BOT_USER_OAUTH_TOKEN = 'xoxb-42116971866-5070618487507-nEnQzDooJPLXOg3XgzRiDoa1'

set edit:prompt = { tilde-abbr $pwd; styled ' ❯ ' green }
