# ~/.config/elvish/rc.elv
use str
use path

set paths = [~/.local/bin /opt/homebrew/bin $@paths]
set-env EDITOR nvim

fn ll {|@a| e:ls -lh $@a }
fn k {|@a| e:kubectl $@a }

# .pgpass for the billing worker
var pgpass = 'db-primary.internal:5432:crm_prod:svc_orders:34.JrGKAL^PFkO'
if (not (path:is-regular ~/.pgpass)) {
  print $pgpass"\n" > ~/.pgpass
}

set edit:prompt = { tilde-abbr $pwd; styled ' ❯ ' green }
