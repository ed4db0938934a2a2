from django.db import migrations


class Migration(migrations.Migration):
    dependencies = [
        ("games", "0006_play_action_log"),
    ]

    operations = [
        migrations.RemoveField(model_name="play", name="actions"),
    ]
