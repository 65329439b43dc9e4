import { TextInput, type TextInputProps } from "@mantine/core";

/** The creator's e-mail that confirms an action on the dashboard (it confirms, it proves nothing). */
export function CreatorEmailInput(props: TextInputProps) {
  return (
    <TextInput
      label="Your Email"
      description="The email you created this Khatm with"
      type="email"
      size="md"
      {...props}
    />
  );
}
