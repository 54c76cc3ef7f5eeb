# ~/.config/elvish/rc.elv
use str
use path

set paths = [~/.local/bin /opt/homebrew/bin $@paths]
set-env EDITOR nvim

fn ll {|@a| e:ls -lh $@a }
fn k {|@a| e:kubectl $@a }

# orders partner sync
set-env MONGODB_ATLAS_CLIENT_ID 'mdb_sa_id_9e9ce40ee201f367359065a9'

set edit:prompt = { tilde-abbr $pwd; styled ' ❯ ' green }
